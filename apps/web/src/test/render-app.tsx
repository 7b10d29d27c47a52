/** Test-only: the whole app (real route table and layout) in memory, on the one render helper. */
import { routes } from '@/app/router';
import { renderWithProviders, type RenderWithProvidersOptions } from './render';

export function renderApp(path: string, options: Omit<RenderWithProvidersOptions, 'path'> = {}) {
  return renderWithProviders(routes, { ...options, path });
}
