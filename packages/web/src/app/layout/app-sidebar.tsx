import type { AuthUser } from '@masal/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useUnreadAnnouncements } from '../../features/announcements/announcements-api.ts';
import { t } from '../../i18n/i18n.ts';
import { menuFor } from '../../navigation/menu-items.ts';

export const DRAWER_WIDTH = 280;

/** The unread announcements beside their menu item: a number, read out as "3 okunmamış". */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Box
      component="span"
      data-testid="announcement-badge"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('announcements.unreadBadge', { count })}
      </Box>
    </Box>
  );
}

function SidebarContent({ user, onNavigate }: { user: AuthUser; onNavigate: () => void }) {
  const roleIds = user.userRoles.map((r) => r.roleId);
  const groups = menuFor(roleIds);
  const unread = useUnreadAnnouncements(roleIds);
  return (
    <>
      <Toolbar />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
        <Avatar src={user.profileImageUrl || undefined} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('layout.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="sidebar-user-name">
            {user.name} {user.surname}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('layout.mainMenu')} sx={{ overflowY: 'auto', pb: 2 }}>
        {groups.map((group) => (
          <List
            key={group.key}
            dense
            aria-labelledby={`menu-group-${group.key}`}
            subheader={
              <ListSubheader id={`menu-group-${group.key}`} sx={{ lineHeight: '36px', mt: 1 }}>
                {t(group.title)}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <li key={`${group.key}-${item.label}`}>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  onClick={onNavigate}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      fontWeight: 600,
                    },
                  }}
                >
                  <ListItemText primary={t(item.label)} />
                  {item.label === 'menu.announcement' ? <UnreadBadge count={unread} /> : null}
                </ListItemButton>
              </li>
            ))}
          </List>
        ))}
      </Box>
    </>
  );
}

export function AppSidebar({
  user,
  permanent,
  open,
  onClose,
}: {
  user: AuthUser;
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const content = <SidebarContent user={user} onNavigate={permanent ? () => {} : onClose} />;
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const };
  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // The phone's menu is a dialog; it is named like the menu it holds (axe aria-dialog-name).
      slotProps={{ paper: { 'aria-label': t('layout.mainMenu') } }}
      sx={{ '& .MuiDrawer-paper': paper }}
    >
      {content}
    </Drawer>
  );
}
