import { DrillScreen } from '../engine/drill-screen';

/** /drills/forms — to be built (issue 33 §4). */
export function FormsPage() {
  return <DrillScreen drillId="forms" canAsk={() => true} renderGame={() => null} />;
}
