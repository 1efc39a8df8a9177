import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import * as own from './OwnProfilePage';
import * as someone from './ProfilePage';

// The one page module of the profiles (app/routes.ts): `/profil/{userId}…` names a user, `/konto/profil…`
// is the reader's own archive. One chunk, so the two share their view without a chunk between them.

export function load(context: LoaderContext): Promise<LoaderResult> {
  return (context.params.userId ? someone : own).load(context);
}

export default function ProfilePages(props: PageProps) {
  const Screen = props.params.userId ? someone.default : own.default;
  return <Screen {...props} />;
}
