import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { LoginForm } from './LoginForm.tsx';

/** /login: outside the admin (react-admin-howto §1), so it brings its own translations. */
export default function LoginPage({ apiUrl }: { apiUrl: string }) {
  return (
    <I18nContextProvider value={i18nProvider}>
      <LoginForm apiUrl={apiUrl} />
    </I18nContextProvider>
  );
}
