/**
 * The yardstick of the page timings (issue 17 §4): the bare app Slovo is built from — React, React
 * Router and TanStack Query, bundled by the same Vite and React plugin — showing five game links
 * the way Slovo's Home does, with nothing else: no data, no styles, no shell. What it costs to go
 * from navigation to five interactive links is the floor Slovo's Home is held to.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const GAMES = ['Flashcards', 'Typer Game', 'Quiz Game', 'Mission', 'Memory Game'];

function Home() {
  return (
    <main>
      <h1>Games</h1>
      <ul>
        {GAMES.map((title, index) => (
          <li key={title}>
            <Link to={`/game${index + 1}`}>{title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
