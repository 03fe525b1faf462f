import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An admin screen's title (its id names the list below) and its "add" button: beside it, or under it when narrow. */
export function HeadingWithAdd({
  id,
  title,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
    >
      <Typography id={id} component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
