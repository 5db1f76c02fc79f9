export const opsPaymentsEndpoints = {
  payments: 'GET /ops/payments',
  payment: 'GET /ops/payments/:id',
  refund: 'POST /ops/payments/:id/refund',
  products: 'GET /ops/products',
  createProduct: 'POST /ops/products',
  updateProduct: 'PUT /ops/products/:id',
} as const;
