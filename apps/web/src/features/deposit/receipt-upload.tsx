import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/ui/feedback.ts';
import uiStyles from '../../shared/ui/ui.module.css';
import { useUploadReceipt } from './api.ts';
import styles from './deposit.module.css';
import { RECEIPT_PROBLEM_KEYS } from './deposit-texts.ts';
import { RECEIPT_ACCEPT, readAsDataUrl, receiptProblem } from './transfer-rules.ts';

/** A local preview of the chosen file, released when the file changes or the page closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Chooses the receipt screenshot: JPEG, PNG or WebP up to 2 MB, checked here before anything is
 * sent. A refused file leaves the previous choice and shows why.
 */
export function ReceiptPicker({
  file,
  onChange,
  error,
  onError,
}: {
  file: File | null;
  onChange(file: File): void;
  error?: string | undefined;
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previewUrl = usePreviewUrl(file);
  return (
    <div style={{ marginBottom: 14 }}>
      <label className={styles.filePicker} htmlFor={id}>
        {previewUrl ? (
          <img
            className={styles.preview}
            src={previewUrl}
            width="52"
            height="52"
            alt={t('wallet.receipt.preview')}
          />
        ) : (
          <span className={styles.previewPlaceholder} aria-hidden="true">
            +
          </span>
        )}
        <span className={styles.fileText}>
          <span className={styles.fileName}>{file ? file.name : t('wallet.receipt.choose')}</span>
          <span className="fp-muted" style={{ fontSize: 12 }}>
            {file ? t('wallet.receipt.change') : t('wallet.receipt.hint')}
          </span>
        </span>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept={RECEIPT_ACCEPT}
          aria-label={t('wallet.receipt.label')}
          data-testid="receipt-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const problem = receiptProblem(chosen);
            if (problem) onError(t(RECEIPT_PROBLEM_KEYS[problem]));
            else onChange(chosen);
          }}
        />
      </label>
      {error ? (
        <p className={styles.errorText} style={{ margin: '6px 0 0' }} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Sends a receipt (as a data URL) for an order: `upload` is true when the server took it (a refusal
 * is toasted by the API client, a file that cannot be read here is toasted too).
 */
export function useReceiptFileUpload() {
  const { t } = useTranslation();
  const mutation = useUploadReceipt();
  const upload = async (orderNo: string, file: File): Promise<boolean> => {
    let image: string;
    try {
      image = await readAsDataUrl(file);
    } catch {
      void showToast(t('wallet.receipt.readFailed'));
      return false;
    }
    return mutation.mutateAsync({ orderNo, image }).then(
      () => true,
      () => false,
    );
  };
  return { upload, isPending: mutation.isPending };
}

/** The receipt section of a transfer order: choose, check, upload. */
export function ReceiptUpload({
  orderNo,
  hasReceipt,
  onUploaded,
}: {
  orderNo: string;
  hasReceipt: boolean;
  onUploaded(): void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const receipt = useReceiptFileUpload();
  const isUploading = receipt.isPending;

  const upload = async () => {
    const problem = receiptProblem(file);
    if (problem || !file) {
      const message = t(RECEIPT_PROBLEM_KEYS[problem ?? 'receiptMissing']);
      setError(message);
      void showToast(message);
      return;
    }
    const isUploaded = await receipt.upload(orderNo, file);
    if (!isUploaded) return;
    setFile(null);
    void showToast(t('wallet.receipt.uploaded'));
    onUploaded();
  };

  return (
    <section data-testid="receipt-upload">
      <h2 className={uiStyles.sectionTitle}>{t('wallet.receipt.label')}</h2>
      {hasReceipt ? (
        <p className={styles.notice} style={{ marginTop: 0, marginBottom: 10 }}>
          {t('wallet.receipt.alreadyUploaded')}
        </p>
      ) : null}
      <ReceiptPicker
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(undefined);
        }}
        error={error}
        onError={(message) => {
          setError(message);
          void showToast(message);
        }}
      />
      <button
        type="button"
        className="fp-button fp-button--ghost fp-button--block"
        disabled={isUploading}
        onClick={() => void upload()}
        data-testid="receipt-submit"
      >
        {isUploading ? t('wallet.common.submitting') : t('wallet.receipt.upload')}
      </button>
    </section>
  );
}
