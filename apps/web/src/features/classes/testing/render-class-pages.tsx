/** Test-only: the classes' pages in a memory router, their fake server answering. */
import { renderWithProviders } from '@/test/render';
import { ClassPage, ClassesPage, JoinClassPage } from '../index';
import { fakeClassesServer } from './fake-classes-server';

const ROUTES = [
  { path: '/classes', element: <ClassesPage /> },
  { path: '/classes/join/:code', element: <JoinClassPage /> },
  { path: '/classes/:id', element: <ClassPage /> },
];

/**
 * Opens `path` as the signed-in user. Pass the server of an earlier render to open a page again
 * (as somebody else, after signIn) on the state the earlier user's changes left.
 */
export function renderClassPages(path: string, server = fakeClassesServer()) {
  const view = renderWithProviders(ROUTES, { path });
  return { server, ...view, where: () => view.router.state.location.pathname };
}
