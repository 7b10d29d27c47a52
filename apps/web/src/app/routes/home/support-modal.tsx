import { APP_NAME } from '@slovo/shared';
import { useAppConfig } from '@/features/app-config';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { ShareApp } from './share-app';
import { configuredPaymentOptions, type PaymentOption } from './support-options';

const TIP_INVITATION = `${APP_NAME} is built in spare time. If it helps you learn, a tip of any size is warmly appreciated. Thank you!`;
const SHARE_INVITATION = `${APP_NAME} is built in spare time. Tips are not set up yet, but you can still help: tell a friend about it. Thank you!`;

function PaymentMethod({ option }: { option: PaymentOption }) {
  const { icon: Icon, title, hint, value } = option;
  return (
    <section className="support-method" aria-label={title}>
      <div className="support-method__head">
        <Icon className="support-method__icon" aria-hidden="true" />
        <div>
          <h3 className="support-method__title">{title}</h3>
          <p className="support-method__hint">{hint}</p>
        </div>
      </div>
      <div className="support-method__value">
        <code>{value}</code>
        <CopyButton text={value} label={`Copy ${title.toLowerCase()} details`} />
      </div>
    </section>
  );
}

/**
 * "Support the Project" tip dialog (spec §2 Home). No payment detail is ever hard-coded here: it
 * shows the methods the server has details for, and when it has none, a way to share the app.
 */
export function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useAppConfig({ enabled: open });
  const options = config.data ? configuredPaymentOptions(config.data.support) : [];
  const nothingToTip = config.isSuccess && options.length === 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title="Support the Project"
      description={nothingToTip ? SHARE_INVITATION : TIP_INVITATION}
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
          {nothingToTip ? <ShareApp /> : options.map((option) => <PaymentMethod key={option.key} option={option} />)}
        </div>
      )}
    </Modal>
  );
}
