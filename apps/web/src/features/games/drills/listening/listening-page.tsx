import { DrillScreen } from '../engine/drill-screen';

/** /drills/listening — to be built (issue 33 §4). */
export function ListeningPage() {
  return <DrillScreen drillId="listening" canAsk={() => true} renderGame={() => null} />;
}
