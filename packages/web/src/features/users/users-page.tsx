import {
  ROLES,
  USER_STATUS_NAMES,
  USER_STATUSES,
  type UserListQuery,
  type UserRow,
  type UserSort,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useDeferredValue, useMemo, useState } from 'react';
import { FilterSelect } from '../../components/filter-select.tsx';
import { HeadingWithAdd } from '../../components/heading-with-add.tsx';
import { gridLocaleText, serverPaging } from '../../components/paged-list.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useLocalView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { useInstitutions } from '../institutions/use-institutions.ts';
import { useUserList } from './use-users.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { lastSignIn, roleNames, statusName } from './user-labels.ts';

const HEADING_ID = 'users-heading';
const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
const localeText = gridLocaleText(t('users.noResults'));
const getRowId = (row: UserRow) => row.userId;

/** Grid column → the server's sort; roles are a list and are not sorted. */
const SORT_OF: Record<string, UserSort> = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  institutionName: 'institution',
  status: 'status',
  lastSignInAt: 'lastSignInAt',
};

// Together 900 px: the ~920 px the grid has beside the menu at 1280 px hold every column, "Son giriş" too; long values wrap.
const columns: GridColDef<UserRow>[] = [
  { field: 'name', headerName: t('users.name'), flex: 1, minWidth: 90 },
  { field: 'surname', headerName: t('users.surname'), flex: 1, minWidth: 90 },
  { field: 'email', headerName: t('users.email'), flex: 1.5, minWidth: 150 },
  { field: 'identityNo', headerName: t('users.identityNo'), minWidth: 110, sortable: false },
  { field: 'institutionName', headerName: t('users.institution'), flex: 1.2, minWidth: 120 },
  {
    field: 'userRoles',
    headerName: t('users.roles'),
    flex: 1.2,
    minWidth: 120,
    sortable: false,
    valueGetter: (_value, row) => roleNames(row),
  },
  {
    field: 'status',
    headerName: t('users.status'),
    minWidth: 110,
    // A pending KVKK deletion request shows beside the status ("Aktif · silme talebi").
    valueGetter: (_v, row) =>
      row.deletionRequestedAt ? `${statusName(row)} · ${t('kvkk.review.requestedShort')}` : statusName(row),
  },
  {
    field: 'lastSignInAt',
    headerName: t('users.lastSignIn'),
    minWidth: 110,
    valueGetter: (_v, row) => lastSignIn(row),
  },
];

const autoRowHeight = () => 'auto' as const;

/** /masal/users (admin): everyone's account — search, filters, server-side paging and sorting. */
export function UsersPage() {
  useDocumentTitle(t('users.title'));
  const institutions = useInstitutions();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState({
    roleId: '',
    institutionId: '',
    status: '',
    deletionRequested: '',
  });
  const [paging, setPaging] = useLocalView({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'surname', sort: 'asc' }]);
  const [creating, setCreating] = useState(false);
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const search = useDeferredValue(q.trim());

  const query = useMemo<UserListQuery>(() => {
    const sort = sortModel[0];
    return {
      page: paging.page,
      pageSize: paging.pageSize,
      sort: sort ? SORT_OF[sort.field] : 'surname',
      order: sort?.sort === 'desc' ? 'desc' : 'asc',
      ...(search ? { q: search } : {}),
      ...(filters.roleId ? { roleId: Number(filters.roleId) } : {}),
      ...(filters.institutionId ? { institutionId: Number(filters.institutionId) } : {}),
      ...(filters.status ? { status: filters.status as UserListQuery['status'] } : {}),
      ...(filters.deletionRequested ? { deletionRequested: filters.deletionRequested } : {}),
    };
  }, [paging, sortModel, search, filters]);
  const list = useUserList(query);

  const setFilter = (name: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPaging({ page: 0 });
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <HeadingWithAdd
        id={HEADING_ID}
        title={t('users.title')}
        addLabel={t('users.add')}
        onAdd={() => setCreating(true)}
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('users.intro')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          id="users-search"
          type="search"
          label={t('users.search')}
          helperText={t('users.searchHint')}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPaging({ page: 0 });
          }}
          size="small"
          sx={{ flex: '2 1 240px' }}
        />
        <FilterSelect
          id="users-role"
          label={t('users.role')}
          value={filters.roleId}
          onChange={setFilter('roleId')}
          options={ROLES.map((r) => ({ value: r.roleId, label: r.name }))}
        />
        <FilterSelect
          id="users-institution"
          label={t('users.institution')}
          value={filters.institutionId}
          onChange={setFilter('institutionId')}
          options={(institutions.data ?? []).map((i) => ({ value: i.institutionId, label: i.name }))}
        />
        <FilterSelect
          id="users-status"
          label={t('users.status')}
          value={filters.status}
          onChange={setFilter('status')}
          options={USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_NAMES[s] }))}
        />
        <FilterSelect
          id="users-deletion"
          label={t('kvkk.review.filter')}
          value={filters.deletionRequested}
          onChange={setFilter('deletionRequested')}
          options={[{ value: 'true', label: t('kvkk.review.filterRequested') }]}
        />
      </Stack>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('users.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          {...serverPaging({
            answer: list.data,
            loading: list.isFetching,
            view: paging,
            onViewChange: setPaging,
            pageSizes: USER_PAGE_SIZES,
            labelledBy: HEADING_ID,
          })}
          columns={columns}
          getRowId={getRowId}
          localeText={localeText}
          sortingMode="server"
          filterMode="server"
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            setPaging({ page: 0 });
          }}
          sortingOrder={['asc', 'desc']}
          disableColumnFilter
          disableRowSelectionOnClick
          onRowClick={(params) => setOpenUserId(params.row.userId)}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter') setOpenUserId(params.row.userId);
          }}
          autoHeight
          getRowHeight={autoRowHeight}
          sx={{
            cursor: 'pointer',
            '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 },
          }}
        />
      </Box>
      <UserFormDialog open={creating} user={null} onClose={() => setCreating(false)} />
      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
    </Box>
  );
}
