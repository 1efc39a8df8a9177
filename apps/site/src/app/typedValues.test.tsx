// @vitest-environment jsdom
import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { recordTypedValues, replayTypedValues } from './typedValues';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let sent: Record<string, unknown> | null = null;

/**
 * A controlled form as the account screens write theirs; `sent` is what its submit sends. It renders
 * again once hydrated (as a page reading the session does), which writes its state into the fields.
 */
function Form() {
  const [values, setValues] = useState({ username: '', password: '', about: '' });
  // A browser-only value (as the session read from cookies): hydrated with the server's, then again.
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
  });
  return (
    <main id="tresc">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent = values;
        }}
      >
        <input {...field('username')} />
        <input type="password" {...field('password')} />
        <textarea {...field('about')} />
        <button type="submit">Wyślij</button>
      </form>
    </main>
  );
}

const fieldNamed = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!;

/** The visitor types as a browser does: the value changes (past React's tracker) and an input event comes. */
function type(name: string, value: string) {
  const field = fieldNamed(name);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The server's markup, typed into before hydration (`before`: before the page's code ran at all). */
async function hydrateAfterTyping({ before, during }: { before?: () => void; during?: () => void }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  before?.();
  recordTypedValues(() => document.getElementById('tresc'));
  during?.();
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
}

function submit() {
  act(() => document.querySelector('button')!.click());
  return sent;
}

afterEach(() => {
  replayTypedValues(false);
  document.body.innerHTML = '';
  sent = null;
});

describe('typed values kept through hydration', () => {
  it('without a replay, the first render after hydration empties the fields and React sends nothing', async () => {
    await hydrateAfterTyping({ during: () => type('username', 'ania.demo') });
    expect(fieldNamed('username').value).toBe('');
    expect(submit()).toMatchObject({ username: '' });
  });

  it('replays what was typed before and while the page code came, into the fields and the state', async () => {
    await hydrateAfterTyping({
      before: () => {
        fieldNamed('username').value = 'ania.demo';
      },
      during: () => {
        type('password', 'kosmetyki1');
        type('password', 'kosmetyki123');
        type('about', 'Cera mieszana');
      },
    });
    act(() => replayTypedValues());
    expect(fieldNamed('username').value).toBe('ania.demo');
    expect(submit()).toEqual({ username: 'ania.demo', password: 'kosmetyki123', about: 'Cera mieszana' });
  });

  it('stops at the replay: later typing is React’s alone, and a second replay changes nothing', async () => {
    await hydrateAfterTyping({ during: () => type('password', 'kosmetyki123') });
    act(() => replayTypedValues());
    act(() => type('username', 'ola'));
    act(() => replayTypedValues());
    expect(submit()).toEqual({ username: 'ola', password: 'kosmetyki123', about: '' });
  });
});
