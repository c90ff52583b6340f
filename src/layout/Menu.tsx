import LogoutIcon from '@mui/icons-material/Logout';
import { Menu as RaMenu, useBasename } from 'react-admin';
import { entities } from '@entities/index.ts';
import { TaskLogMenuLabel } from './TaskLogMenuLabel.tsx';

/**
 * Sidebar entries in their fixed order: Dashboard (active only on /dashboard itself, as
 * react-admin's DashboardMenuItem matches `/dashboard/` exactly), the resources under their menu
 * labels (`resources.<name>.menu`: "All Users", "Tasks Log"), Logout last.
 */
export function Menu() {
  const basename = useBasename();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="app.menu.dashboard" />
      {entities.map((schema) => (
        <RaMenu.ResourceItem
          key={schema.name}
          name={schema.name}
          primaryText={schema.name === 'tasksLog' ? <TaskLogMenuLabel /> : `resources.${schema.name}.menu`}
        />
      ))}
      <RaMenu.Item to={`${basename}/logout`} primaryText="app.menu.logout" leftIcon={<LogoutIcon />} />
    </RaMenu>
  );
}
