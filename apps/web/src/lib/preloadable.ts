import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched on first use, like React.lazy, that renders at once (no
 * Suspense round) once `preload` has fetched it: a dialog opened after an idle-time preload shows
 * in the same frame as the click.
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    return createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  }
  return { Component: Preloadable, preload };
}
