import { Navigate, Route, Routes } from 'react-router-dom';

/** The outer routes of spec §2: landing, sign-in, the admin under /dashboard, anything else → "/". */
export const AppRoutes = () => (
  <Routes>
    <Route path="/" element={<Placeholder title="Landing" />} />
    <Route path="/login" element={<Placeholder title="Login" />} />
    <Route path="/dashboard/*" element={<Placeholder title="Dashboard" />} />
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);

const Placeholder = ({ title }: { title: string }) => <h1>{title}</h1>;
