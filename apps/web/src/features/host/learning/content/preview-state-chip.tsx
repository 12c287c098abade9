import { useTranslation } from 'react-i18next';
import type { EduPreview } from '@madang/contracts';

/** Whether a code step's latest preview of its saved version passed (what publishing needs). */
export function PreviewStateChip({ preview }: { preview: EduPreview | null }) {
  const { t } = useTranslation();
  const state = !preview?.current ? 'none' : preview.state;
  const tone = state === 'passed' ? 'host-chip-on' : state === 'failed' ? 'edu-console-chip-bad' : 'chip-quiet';
  return <span className={`chip ${tone}`}>{t(`host.learning.preview.state.${state}`)}</span>;
}
