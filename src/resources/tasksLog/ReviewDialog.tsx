import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { REASON_MAX_LENGTH, type Refusal, reasonRefusal } from './reasonCheck.ts';
import type { ReviewAction } from './reviewRequests.ts';
import { FlaggedLeftOut } from './FlaggedLeftOut.tsx';

/** The common reasons offered first; "other" asks for the reviewer's own words. */
export const COMMON_REASONS = ['link_broken', 'not_completed', 'duplicate', 'screenshot_unrelated'] as const;
const OTHER = 'other';

export interface ReviewDialogProps {
  /** Which review is asked for; null: closed. */
  action: ReviewAction | null;
  /** How many logs (the bulk question), or the one log's details line (the single question). */
  count: number;
  details?: ReactNode;
  /** What the reviewer must see before confirming: the single row's flags, named. */
  warning?: ReactNode;
  /** How many of the selected rows are flagged (a bulk confirmation leaves them out unless included). */
  flagged?: number;
  /** Whether the server keeps a rejection's reason (ours); without, a rejection asks only whether. */
  asksReason?: boolean;
  onAnswer(reason?: string, includeFlagged?: boolean): void;
  onClose(): void;
}

/**
 * "Are you sure you want to confirm this task?" (or N tasks): Enter answers it. A rejection also
 * asks why, where the server keeps it: one of the common reasons (the first has focus) or the
 * reviewer's own words.
 */
export function ReviewDialog({ action, count, details, warning, flagged = 0, asksReason = true, onAnswer, onClose }: ReviewDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const [includeFlagged, setIncludeFlagged] = useState(false);
  const [choice, setChoice] = useState('');
  const [own, setOwn] = useState('');
  const [refusal, setRefusal] = useState<Refusal>();
  const form = useRef<HTMLFormElement>(null);
  /** Enter answers the question wherever the focus is in the dialog (buttons and text fields answer it themselves). */
  const enterAnswers = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target instanceof HTMLButtonElement || (target instanceof HTMLInputElement && target.type === 'text')) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };
  const close = () => {
    setIncludeFlagged(false);
    setChoice('');
    setOwn('');
    setRefusal(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action !== 'reject' || !asksReason) return (onAnswer(undefined, includeFlagged), close());
    const reason = choice === OTHER ? own.trim() : choice && translate(`resources.tasksLog.reasons.${choice}`);
    const refused = reasonRefusal(reason);
    if (refused) return setRefusal(refused);
    onAnswer(reason);
    close();
  };
  const question = count === 1 && details ? `resources.tasksLog.review.${action}_question` : `resources.tasksLog.bulk.${action}_question`;
  return (
    <Dialog
      open={action !== null}
      onClose={close}
      onKeyDown={enterAnswers}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
    >
      <form ref={form} onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{translate('resources.tasksLog.review.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{action && translate(question, { smart_count: count })}</DialogContentText>
          {details && <DialogContentText sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{details}</DialogContentText>}
          {action === 'confirm' && warning && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {warning}
            </Alert>
          )}
          {action === 'confirm' && !details && flagged > 0 && <FlaggedLeftOut count={flagged} included={includeFlagged} onChange={setIncludeFlagged} />}
          {action === 'reject' && asksReason && (
            <>
              <RadioGroup
                aria-label={translate('resources.tasksLog.fields.reason')}
                value={choice}
                onChange={(_, value) => (setChoice(value), setRefusal(undefined))}
                sx={{ mt: 1 }}
              >
                {[...COMMON_REASONS, OTHER].map((key, i) => (
                  <FormControlLabel key={key} value={key} control={<Radio autoFocus={i === 0} />} label={translate(`resources.tasksLog.reasons.${key}`)} />
                ))}
              </RadioGroup>
              {choice === OTHER && (
                <TextField
                  autoFocus
                  fullWidth
                  size="small"
                  label={translate('resources.tasksLog.reasons.own')}
                  value={own}
                  onChange={(event) => (setOwn(event.target.value), setRefusal(undefined))}
                  slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
                />
              )}
              {refusal && <FormHelperText error>{translate(refusal.message, refusal.args)}</FormHelperText>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant={action === 'reject' ? 'outlined' : 'contained'}
            color={action === 'reject' ? 'error' : 'primary'}
            autoFocus={action === 'confirm' || !asksReason}
          >
            {translate(`resources.tasksLog.review.${action ?? 'confirm'}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
