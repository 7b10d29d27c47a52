import { useAppConfig } from '@/features/app-config';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';

const NOT_CONFIGURED = 'Payment details are not configured yet.';

function PaymentMethod({ icon, title, hint, value }: { icon: string; title: string; hint: string; value: string | null }) {
  return (
    <section className="support-method" aria-label={title}>
      <div className="support-method__head">
        <span className="support-method__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h3 className="support-method__title">{title}</h3>
          <p className="support-method__hint">{hint}</p>
        </div>
      </div>
      {value ? (
        <div className="support-method__value">
          <code>{value}</code>
          <CopyButton text={value} label={`Copy ${title.toLowerCase()} details`} />
        </div>
      ) : (
        <p className="support-method__missing">{NOT_CONFIGURED}</p>
      )}
    </section>
  );
}

/** "Support the Project" tip dialog (spec §2 Home). No payment detail is ever hard-coded here. */
export function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useAppConfig({ enabled: open });

  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title="Support the Project"
      description="Slovo is built in spare time. If it helps you learn, a tip of any size is warmly appreciated. Thank you!"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {config.isPending ? (
        <p className="support-loading" role="status">
          <Spinner size="sm" /> Loading payment details…
        </p>
      ) : config.isError ? (
        <div className="support-error" role="alert">
          <p>Payment details could not be loaded right now.</p>
          <Button size="sm" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="support-methods">
          <PaymentMethod
            icon="💳"
            title="Card Transfer"
            hint="Send a tip to this card number."
            value={config.data.support.cardTransfer}
          />
          <PaymentMethod
            icon="🏦"
            title="Bank Transfer"
            hint="Use these details in your banking app."
            value={config.data.support.bankTransfer}
          />
        </div>
      )}
    </Modal>
  );
}
