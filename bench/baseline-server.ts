/**
 * Child process: the yardstick. A bare node:http server answering every request with one fixed
 * JSON body (sent by the parent, the size of a real words response) — no routing, no validation,
 * no headers beyond the necessary: the most a Node process can serve this body at on this machine.
 */
import { createServer } from 'node:http';
import { listenAndAnnounce } from './child-ready';

export interface BaselineBodyMessage {
  type: 'body';
  /** The body, base64, so any bytes arrive unchanged. */
  base64: string;
}

process.once('message', (message: BaselineBodyMessage) => {
  const body = Buffer.from(message.base64, 'base64');
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
  listenAndAnnounce(
    createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    }),
  );
});
