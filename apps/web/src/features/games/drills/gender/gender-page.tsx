import { DrillScreen } from '../engine/drill-screen';

/** /drills/gender — to be built (issue 33 §4). */
export function GenderPage() {
  return <DrillScreen drillId="gender" canAsk={() => true} renderGame={() => null} />;
}
