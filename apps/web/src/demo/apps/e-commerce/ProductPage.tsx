import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { demoApi, MockApiError } from '../../mock';
import type { Product } from '../../mock/ecommerce-data';
import { AppFrame } from '../shared/AppFrame';
import { dollars } from '../shared/format';
import { centsOf, toText } from './price';

/** /apps/e-commerce/products/:productId/:productHandle? (or /new): edit a product and save it. */
export default function ProductPage() {
  const { productId = 'new' } = useParams();
  const isNew = productId === 'new';
  const product = useQuery({
    queryKey: ['demo', 'shop', 'product', productId],
    queryFn: () => demoApi.get('/api/e-commerce-app/product', { productId }),
    enabled: !isNew,
  });
  return (
    <AppFrame
      title={isNew ? 'New product' : (product.data?.name ?? 'Product')}
      description="Change the product and save it; the mock keeps it until the page is reloaded."
      actions={
        <Button component={RouterLink} to="/apps/e-commerce/products" startIcon={<ArrowBack />}>
          Products
        </Button>
      }
    >
      {product.isError ? (
        <Alert severity="error">
          {product.error instanceof MockApiError ? product.error.message : 'Not found.'}
        </Alert>
      ) : null}
      {isNew || product.data ? <ProductForm key={product.data?.id ?? 'new'} initial={product.data} /> : null}
    </AppFrame>
  );
}

function ProductForm({ initial }: { initial?: Product }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [price, setPrice] = useState(initial ? toText(initial.priceTaxExcl) : '');
  const [quantity, setQuantity] = useState(String(initial?.quantity ?? 0));
  const [sku, setSku] = useState(initial?.sku ?? '');
  const [active, setActive] = useState(initial?.active ?? true);
  const cents = centsOf(price);
  const taxRate = initial?.taxRate ?? 10;
  const save = useMutation({
    mutationFn: () =>
      demoApi.post('/api/e-commerce-app/product/save', {
        ...(initial ? { id: initial.id } : {}),
        name,
        description,
        priceTaxExcl: cents ?? 0,
        quantity: Number(quantity) || 0,
        sku,
        active,
      }),
    onSuccess: (saved) => {
      enqueueSnackbar('Product saved', { variant: 'success' });
      void client.invalidateQueries({ queryKey: ['demo', 'shop'] });
      if (!initial) navigate(`/apps/e-commerce/products/${saved.id}/${saved.handle}`, { replace: true });
    },
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Product"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {save.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error instanceof MockApiError ? save.error.message : 'Not saved.'}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label="Price (tax excluded)"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={cents === null}
          helperText={
            cents === null
              ? 'A price such as 12.50'
              : `With ${taxRate} % tax: ${dollars(Math.round((cents * (100 + taxRate)) / 100))}`
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Quantity"
          type="number"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <TextField label="SKU" value={sku} onChange={(e) => setSku(e.target.value)} />
        <FormControlLabel
          control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label="Active"
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!name.trim() || cents === null || save.isPending}>
          Save
        </Button>
      </Box>
    </Paper>
  );
}
