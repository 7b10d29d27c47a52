import { useAppConfig } from '@/features/app-config';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import { SUPPORT_TEXT } from './support.i18n';
import { ShareApp } from './share-app';
import { configuredPaymentOptions, type PaymentOption } from './support-options';

function PaymentMethod({ option }: { option: PaymentOption }) {
  const { icon: Icon, title, hint, value } = option;
  const t = useMessages(SUPPORT_TEXT);
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
        <CopyButton text={value} label={t.copyDetails(title)} />
      </div>
    </section>
  );
}

/**
 * "Support the Project" tip dialog (spec §2 Home). No payment detail is ever hard-coded here: it
 * shows the methods the server has details for, and when it has none, a way to share the app.
 */
export default function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useAppConfig({ enabled: open });
  const t = useMessages(SUPPORT_TEXT);
  const options = config.data ? configuredPaymentOptions(config.data.support, t) : [];
  const nothingToTip = config.isSuccess && options.length === 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title={t.title}
      description={nothingToTip ? t.shareInvitation : t.tipInvitation}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      {config.isPending ? (
        <p className="support-loading" role="status">
          <Spinner size="sm" /> {t.loading}
        </p>
      ) : config.isError ? (
        <div className="support-error" role="alert">
          <p>{t.loadFailed}</p>
          <Button size="sm" onClick={() => void config.refetch()}>
            {t.tryAgain}
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
