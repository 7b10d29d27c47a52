import { Spinner } from '@/components/ui/spinner';

/** The first load of an editor: nothing to show yet but the spinner and what is loading. */
export function WorkspaceLoading({ text }: { text: string }) {
  return (
    <div className="vocab-ws__loading" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" />
      <span>{text}</span>
    </div>
  );
}
