import { type WishlistList } from '@kwc/domain';
import { useWishlistListActions, useWishlistLists, type WishlistStore } from '@kwc/hooks';
import { Button, Modal, TextField, toast } from '@kwc/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';

import { WISHLIST_LISTS_MESSAGES as M } from '../messages';
import { wishlistHref, type ListFilter } from '../wishlistHref';
import { failureMessage } from './failure';
import * as styles from './lists.css';

type Dialog = { kind: 'create' } | { kind: 'rename'; list: WishlistList } | { kind: 'remove'; list: WishlistList };

/**
 * A logged-in user's lists above the wishlist (issue 33): every product, the default list and each
 * named list as links with their counts (`?lista=`), 'Nowa lista', and for the chosen named list
 * 'Zmień nazwę' and 'Usuń listę' (confirmed in a dialog; its products go back to the default list).
 */
export default function WishlistLists({
  store,
  selected,
  allListsTotal,
}: {
  store: WishlistStore;
  selected: ListFilter;
  /** Every product of the user's wishlist (the store's count). */
  allListsTotal: number;
}) {
  const { data } = useWishlistLists();
  const actions = useWishlistListActions(store);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const lists = data?.lists ?? [];
  const inNamed = lists.reduce((sum, list) => sum + list.count, 0);
  const current = typeof selected === 'number' && selected > 0 ? lists.find((list) => list.id === selected) : undefined;

  // A list that is gone (deleted in another tab, an old link) shows every product instead.
  useEffect(() => {
    if (data && typeof selected === 'number' && selected > 0 && !current) navigate(wishlistHref({}), { replace: true });
  }, [data, selected, current, navigate]);

  const chips: { filter: ListFilter; name: string; count: number }[] = [
    { filter: null, name: M.all, count: allListsTotal },
    { filter: 0, name: M.defaultList, count: Math.max(0, allListsTotal - inNamed) },
    ...lists.map((list) => ({ filter: list.id, name: list.name, count: list.count })),
  ];
  return (
    <div className={styles.bar}>
      <nav aria-label={M.filterLabel}>
        <ul className={styles.chips}>
          {chips.map((chip) => (
            <li key={String(chip.filter)}>
              <Link
                href={wishlistHref({ list: chip.filter })}
                className={styles.chip}
                aria-current={chip.filter === selected ? 'page' : undefined}
              >
                {chip.name} <span className={styles.chipCount}>({chip.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'create' })}>
          {M.newList}
        </Button>
        {current ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'rename', list: current })}>
              {M.rename}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'remove', list: current })}>
              {M.remove}
            </Button>
          </>
        ) : null}
      </div>
      {dialog?.kind === 'create' || dialog?.kind === 'rename' ? (
        <NameDialog
          title={dialog.kind === 'create' ? M.createTitle : M.renameTitle}
          submitLabel={dialog.kind === 'create' ? M.create : M.save}
          initial={dialog.kind === 'rename' ? dialog.list.name : ''}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            if (dialog.kind === 'create') {
              const id = await actions.create(name);
              toast.success(M.created(name), { id: 'wishlist' });
              navigate(wishlistHref({ list: id }));
            } else {
              await actions.rename(dialog.list.id, name);
              toast.success(M.renamed(name), { id: 'wishlist' });
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          list={dialog.list}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await actions.remove(dialog.list.id);
            toast.info(M.removed(dialog.list.name), { id: 'wishlist' });
            navigate(wishlistHref({}));
          }}
        />
      ) : null}
    </div>
  );
}

/** Asks for a list's name; a refusal (empty, too long, taken, the 6th list) shows the API's message. */
function NameDialog({
  title,
  submitLabel,
  initial,
  onClose,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  initial: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The name is what the dialog asks for: focus goes there, after the dialog's own (to its first button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(name);
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="sm">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={M.nameLabel}
          name="listName"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          error={error}
          isRequired
          autoComplete="off"
          inputRef={input}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function RemoveDialog({
  list,
  onClose,
  onConfirm,
}: {
  list: WishlistList;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      toast.error(failureMessage(failure), { id: 'wishlist' });
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={M.removeTitle(list.name)}
      description={M.removeText}
      size="sm"
      footer={
        <>
          <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
            {M.removeConfirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
        </>
      }
    />
  );
}
