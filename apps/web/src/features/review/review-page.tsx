/** /review — to be built (issue 33 §3). */
export function ReviewPage() {
  return <div className="page" />;
}
