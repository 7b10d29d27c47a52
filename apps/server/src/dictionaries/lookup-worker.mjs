// The dictionary lookup thread (lookup-thread.ts). The server's code is TypeScript run through tsx;
// a worker starts as plain Node, so it registers tsx before loading the lookups.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { loadDictionaries, missingFacts } = await import('./annotate.ts');

let dictionaries = null;
let loading = null;

function answer(id, requests) {
  try {
    parentPort.postMessage({ id, facts: missingFacts(dictionaries, requests) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
}

// Each batch is answered as soon as it is looked up, in the order the batches came, so the request
// thread can write one batch while the next is looked up here. The first batch loads the dictionaries.
parentPort.on('message', ({ id, requests }) => {
  if (dictionaries) return answer(id, requests);
  loading ??= loadDictionaries().then((loaded) => {
    dictionaries = loaded;
  });
  void loading.then(() => answer(id, requests));
});
