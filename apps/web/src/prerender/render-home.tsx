import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';

/** Home's markup as a first visit renders it before anything is known: English, dark, nobody signed in yet. */
export async function renderHome(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerendering / answered ${context.status}, not the page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
