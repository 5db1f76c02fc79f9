// `node --import tsx --import ./apps/api/src/observability/preload.ts <entry>`: tracing (when
// OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before the entry's own imports load http and pg.
import { startTracingIfConfigured } from './tracing.ts';

await startTracingIfConfigured();
