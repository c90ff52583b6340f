import { Alert, Box } from '@mui/material';
import type { ConfigProblem } from '@/http/apiConfig.ts';
import { i18nProvider } from '@/i18n/i18nProvider.ts';

/**
 * Shown instead of the console when config.json is there but cannot be used: one sentence naming
 * the file and what is wrong with it, for the admin who set the console up (never a blank page).
 */
export function ConfigProblemNotice({ problem }: { problem: ConfigProblem }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Alert severity="error" sx={{ maxWidth: 560 }}>
        {i18nProvider.translate(problem.key, problem.values)}
      </Alert>
    </Box>
  );
}
