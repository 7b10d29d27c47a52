/**
 * Child process: the yardstick for the page timings. A bare node:http server answering `/` with a
 * minimal HTML page holding one <button> — no script, no stylesheet, nothing to fetch — so loading
 * it in the same browser, the same way, shows what a navigation costs on this machine before any
 * app code runs.
 */
import { createServer } from 'node:http';
import { listenAndAnnounce } from '../child-ready';

const PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head>' +
    '<body><button type="button">Play</button></body></html>',
);
const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(PAGE.length) };

listenAndAnnounce(
  createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-length': '0' });
      response.end();
      return;
    }
    response.writeHead(200, HEADERS);
    response.end(PAGE);
  }),
);
