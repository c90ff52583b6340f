import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider.ts';
import { LoginForm } from './LoginForm.tsx';

/** /login: a route of the outer router, outside react-admin's `<Admin>`, so it brings its own translations. */
export default function LoginPage() {
  return (
    <I18nContextProvider value={i18nProvider}>
      <LoginForm />
    </I18nContextProvider>
  );
}
