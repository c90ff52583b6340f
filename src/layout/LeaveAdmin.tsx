import { Navigate } from 'react-router-dom';

/** Unknown /dashboard/… paths leave the admin for "/" (spec §2: any other path). */
export const LeaveAdmin = () => <Navigate to="/" replace />;
