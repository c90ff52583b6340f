import { HttpError } from 'react-admin';

/** Asks the admin for a code; true once the server accepted one (the refused request may then be sent again). */
export type StepUpAsker = () => Promise<boolean>;

let asker: StepUpAsker | null = null;

/** The console's step-up dialog registers itself here while it is mounted; answers how to unregister. */
export function registerStepUpAsker(ask: StepUpAsker) {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** A refusal that a code from the last 10 minutes would lift (our server's extension: the production one never sends it). */
export const needsStepUp = (error: unknown) =>
  error instanceof HttpError && error.status === 403 && (error.body as { code?: unknown } | null)?.code === 'auth.step_up_required';

/** Asks for a code when something can ask; false (the refusal stands) otherwise. */
export const askForStepUp = (): Promise<boolean> => (asker ? asker() : Promise.resolve(false));
