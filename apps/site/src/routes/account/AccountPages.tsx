import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { resolveAccountRoute } from './accountRoutes';

// The one page module of the account side (app/routes.ts): each address's screen and loader by the
// account routes' own table.

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const resolved = resolveAccountRoute(context.url.pathname);
  if (!resolved) return { status: 404 };
  const { load: loadScreen } = resolved.route.page;
  return loadScreen ? loadScreen({ ...context, params: resolved.params }) : { personal: true };
}

export default function AccountPages(props: PageProps) {
  const resolved = resolveAccountRoute(props.pathname ?? window.location.pathname);
  if (!resolved) return null;
  const Screen = resolved.route.page.default;
  return <Screen {...props} params={resolved.params} />;
}
