import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A dialog's Cancel or Close: always its words. react-admin's Button shows only its icon on phones,
 * which leaves a button without an icon empty.
 */
export function DialogTextButton({ label, onClick, disabled }: { label: string; onClick(): void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Button onClick={onClick} disabled={disabled}>
      {translate(label)}
    </Button>
  );
}
