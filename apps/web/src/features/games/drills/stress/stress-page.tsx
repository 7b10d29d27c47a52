import { DrillScreen } from '../engine/drill-screen';

/** /drills/stress — to be built (issue 33 §4). */
export function StressPage() {
  return <DrillScreen drillId="stress" canAsk={() => true} renderGame={() => null} />;
}
