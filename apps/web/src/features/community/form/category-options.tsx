import { useTranslation } from 'react-i18next';

/** A board's categories as `<option>`s, named from `<ns>.categories.*`. */
export function CategoryOptions({ ns, categories }: { ns: 'talk' | 'code'; categories: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {categories.map((category) => (
        <option key={category} value={category}>
          {t(`${ns}.categories.${category}`)}
        </option>
      ))}
    </>
  );
}
