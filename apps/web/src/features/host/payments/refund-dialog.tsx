import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '../../../lib/format/money.ts';
import type { HostPayment } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { useRefund } from './api/payments-console-api.ts';

/** Refunds the rest of a payment by default, or the part typed; the server checks it never exceeds what was paid. */
export function RefundDialog({ payment, onClose }: { payment: HostPayment | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const refund = useRefund();
  const form = useFormErrors();
  const rest = payment ? payment.amount - payment.refunded : 0;
  const close = () => {
    setAmount('');
    setReason('');
    form.clear();
    onClose();
  };
  const submit = () => {
    if (!payment) return;
    form.clear();
    const input = amount.trim() ? { amount: Number(amount.trim()), reason } : { reason };
    refund.mutate(
      { orderId: payment.order_id, input },
      {
        onSuccess: () => {
          notify.success(t('pay.console.refunded'));
          close();
        },
        onError: form.show,
      },
    );
  };
  return (
    <Modal open={payment !== null} onOpenChange={(next) => !next && close()} title={t('pay.console.refundTitle')} testId="refund-dialog">
      <p>{t('pay.console.refundRest', { amount: formatWon(rest, i18n.language, true) ?? '0' })}</p>
      <div className="host-stack">
        <Field
          label={t('pay.console.refundAmount')}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={form.errors.amount}
          hint={t('pay.console.refundAmountHint')}
        />
        <Field label={t('pay.console.refundReason')} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} error={form.errors.reason} />
      </div>
      {form.formError ? (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={close}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" disabled={refund.isPending || reason.trim() === ''} onClick={submit}>
          {t('pay.console.refund')}
        </button>
      </div>
    </Modal>
  );
}
