import { Navigate } from 'react-router-dom';

/** Unknown /dashboard/… paths leave the admin for "/", as every other unknown path does. */
export const LeaveAdmin = () => <Navigate to="/" replace />;
