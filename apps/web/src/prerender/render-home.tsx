import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';
import { useThemeStore, type Theme } from '@/app/theme';
import { assumeSessionAtStart } from '@/features/auth';
import { useLocaleStore, type Locale } from '@/i18n/locale';

export interface Appearance {
  locale: Locale;
  theme: Theme;
  /** A returning player's Home (a session stored): no Login, no preview banner, room for their reviews. */
  member: boolean;
}

/**
 * Makes `appearance` the language and theme stores' state, their first state included: React reads
 * a store's first state while rendering on the server (zustand's server snapshot), and the browser
 * while hydrating, where it is the visitor's saved choice. A member's appearance is rendered as
 * with a session stored at start. Returns the undo.
 */
export function enterAppearance(appearance: Appearance): () => void {
  const before = { locale: useLocaleStore.getInitialState().locale, theme: useThemeStore.getInitialState().theme };
  const set = ({ locale, theme }: Omit<Appearance, 'member'>) => {
    Object.assign(useLocaleStore.getInitialState(), { locale });
    Object.assign(useThemeStore.getInitialState(), { theme });
    useLocaleStore.setState({ locale });
    useThemeStore.setState({ theme });
  };
  set(appearance);
  const leaveSession = assumeSessionAtStart(appearance.member);
  return () => {
    leaveSession();
    set(before);
  };
}

/**
 * Home's markup as a first visit in `appearance` renders it before anything else is known: that
 * language and theme, nobody signed in yet, only whether a session was stored. Rendered with
 * React's prerender, which waits for what the page suspends on (a Russian page's texts) instead of
 * writing a fallback.
 */
export async function renderHome(appearance: Appearance): Promise<string> {
  const leave = enterAppearance(appearance);
  try {
    return await render();
  } finally {
    leave();
  }
}

async function render(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerendering / answered ${context.status}, not the page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  return new Response(prelude).text();
}
