import { describe, expect, it } from 'vitest';
import { offlinePageFor, requestStrategy } from './request-strategy';

const ORIGIN = 'https://slovo.example';
const get = (path: string, mode = 'cors') => requestStrategy({ method: 'GET', mode, url: `${ORIGIN}${path}` }, ORIGIN);

describe('how the offline service worker answers a request', () => {
  it('answers page navigations with the app shell, from the network first', () => {
    expect(get('/', 'navigate')).toBe('shell');
    expect(get('/game3?category=animals', 'navigate')).toBe('shell');
    expect(get('/admin/users', 'navigate')).toBe('shell');
  });

  it('answers the built and public files from the kept copies', () => {
    expect(get('/assets/index-CpPrtNJ9.js', 'no-cors')).toBe('asset');
    expect(get('/assets/auth-BbU4onIj.css')).toBe('asset');
    expect(get('/manifest.webmanifest')).toBe('asset');
    expect(get('/icon-192.png', 'no-cors')).toBe('asset');
  });

  it('keeps the reads a game needs to start: settings, category lists, a category’s words, progress, review counts, class assignments', () => {
    for (const path of [
      '/api/config',
      '/api/vocabulary/categories/lightweight',
      '/api/vocabulary/categories?page=2&limit=20',
      '/api/vocabulary/category/animals',
      '/api/vocabulary/category/%D0%B5%D0%B4%D0%B0',
      '/api/progress',
      '/api/reviews/summary',
      '/api/classes/assignments',
    ]) {
      expect(get(path), path).toBe('data');
    }
  });

  it('leaves every other API call, including who is signed in, to the network', () => {
    for (const path of [
      '/api/auth/me',
      '/api/stats',
      '/api/reviews/history.csv',
      '/api/admin/users',
      '/api/docs',
      '/api',
      // A class's own pages (the teacher's table, its CSV) need the server.
      '/api/classes',
      '/api/classes/12',
      '/api/classes/12/progress',
      '/api/classes/12/progress.csv',
    ]) {
      expect(get(path), path).toBeNull();
    }
    expect(get('/api/docs', 'navigate')).toBeNull();
  });

  it('leaves writes, other sites and its own script alone', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(requestStrategy({ method, mode: 'cors', url: `${ORIGIN}/api/progress` }, ORIGIN)).toBeNull();
    }
    expect(requestStrategy({ method: 'GET', mode: 'cors', url: 'https://cdn.example/lib.js' }, ORIGIN)).toBeNull();
    expect(get('/sw.js')).toBeNull();
  });

  it('answers a navigation offline with Home for /, and the empty shell for every other page', () => {
    expect(offlinePageFor(`${ORIGIN}/`)).toBe('/');
    expect(offlinePageFor(`${ORIGIN}/?from=install`)).toBe('/');
    expect(offlinePageFor(`${ORIGIN}/game3?category=animals`)).toBe('/shell.html');
    expect(offlinePageFor(`${ORIGIN}/admin/users`)).toBe('/shell.html');
  });

  it('keeps words’ pictures and sounds, named by their hash, and nothing else under /api/media', () => {
    expect(get(`/api/media/${'ab12'.repeat(16)}`, 'no-cors')).toBe('media');
    expect(get('/api/media/not-a-hash')).toBeNull();
    expect(requestStrategy({ method: 'PUT', mode: 'cors', url: `${ORIGIN}/api/media/${'ab12'.repeat(16)}` }, ORIGIN)).toBeNull();
  });
});
