import { describe, expect, it } from 'vitest';
import { precacheManifest } from './service-worker-plugin';

const BUILT = [
  'index.html',
  'home.ru.light.html',
  'home.en.light.html',
  'shell.html',
  'sw.js',
  '.vite/manifest.json',
  'assets/index-A1.js',
  'assets/index-B2.css',
  'assets/quiz-C3.js',
];
const PUBLIC = [
  { url: '/favicon.svg', content: '<svg/>' },
  { url: '/manifest.webmanifest', content: '{}' },
  { url: '/icon-192.png', content: new Uint8Array([1, 2, 3]) },
];

describe('the files the service worker keeps', () => {
  it('are Home ("/"), the empty shell, every built file and every public file, but not the worker itself, hidden files nor Home\'s other appearances', () => {
    expect(precacheManifest(BUILT, PUBLIC, '<html>').urls).toEqual([
      '/',
      '/assets/index-A1.js',
      '/assets/index-B2.css',
      '/assets/quiz-C3.js',
      '/favicon.svg',
      '/icon-192.png',
      '/manifest.webmanifest',
      '/shell.html',
    ]);
  });

  it('get a new version name whenever a file, a public file’s content or the page changes, and the same one otherwise', () => {
    const version = precacheManifest(BUILT, PUBLIC, '<html>').version;
    expect(precacheManifest([...BUILT], [...PUBLIC], '<html>').version).toBe(version);
    expect(
      precacheManifest(
        BUILT.map((f) => f.replace('A1', 'A2')),
        PUBLIC,
        '<html>',
      ).version,
    ).not.toBe(version);
    expect(precacheManifest(BUILT, [...PUBLIC, { url: '/icon-512.png', content: 'x' }], '<html>').version).not.toBe(version);
    const newIcon = PUBLIC.map((file) => (file.url === '/icon-192.png' ? { ...file, content: new Uint8Array([1, 2, 4]) } : file));
    expect(precacheManifest(BUILT, newIcon, '<html>').version).not.toBe(version);
    expect(precacheManifest(BUILT, PUBLIC, '<html lang="en">').version).not.toBe(version);
  });
});
