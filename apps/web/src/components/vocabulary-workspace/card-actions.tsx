import { Button } from '@/components/ui/button';

export interface CardAction {
  label: string;
  /** What a screen reader hears: the label with the category's name ("Rename Travel"). */
  accessibleName: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A category card's action buttons in both editors (Approve, Tags, Rename, Delete…). `tabIndex`
 * is the browser's: only the card holding the list's tab stop keeps them in the Tab order.
 */
export function CardActions({ actions, tabIndex }: { actions: readonly CardAction[]; tabIndex: 0 | -1 }) {
  return actions.map((action) => (
    <Button
      key={action.label}
      size="sm"
      variant="ghost"
      className={action.danger ? 'vocab-ws__danger' : undefined}
      tabIndex={tabIndex}
      aria-label={action.accessibleName}
      disabled={action.disabled}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  ));
}
