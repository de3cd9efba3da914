import { useLayoutEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import JsBarcode from 'jsbarcode';

/** SVG units per bar module; the printed size comes from `moduleMm`. */
const UNIT = 2;
/** Code 128 needs a quiet zone of at least 10 modules on each side. */
const QUIET_ZONE_MODULES = 10;

/** How many modules wide the bars of a value are (JsBarcode's encodings, without drawing). */
function barModules(value: string): number {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return (target.encodings ?? []).reduce((sum, encoding) => sum + encoding.data.length, 0);
}

interface OrderBarcodeProps {
  orderNumber: string;
  /** Printed width of one module (the narrowest bar), in millimetres. */
  moduleMm: number;
  /** Printed height of the bars, in millimetres. */
  heightMm: number;
}

/**
 * The order number as a Code 128 barcode (drawn by JsBarcode into the SVG), with its quiet zones,
 * sized in millimetres for print, and the number in text beneath it for people (screen readers
 * read the image's name instead).
 */
export function OrderBarcode({ orderNumber, moduleMm, heightMm }: OrderBarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const modules = useMemo(() => barModules(orderNumber) + 2 * QUIET_ZONE_MODULES, [orderNumber]);

  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, orderNumber, {
      format: 'CODE128',
      width: UNIT,
      height: 100,
      margin: 0,
      marginLeft: QUIET_ZONE_MODULES * UNIT,
      marginRight: QUIET_ZONE_MODULES * UNIT,
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
    });
    // JsBarcode sizes the SVG in pixels: the size in millimetres is set below instead.
    svg.current.removeAttribute('width');
    svg.current.removeAttribute('height');
  }, [orderNumber]);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        component="svg"
        ref={svg}
        role="img"
        aria-label={`Barcode of order ${orderNumber}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        sx={{
          display: 'block',
          mx: 'auto',
          width: `${modules * moduleMm}mm`,
          maxWidth: '100%',
          height: `${heightMm}mm`,
        }}
      />
      <Box
        component="p"
        aria-hidden
        sx={{ m: 0, mt: '1mm', fontFamily: 'monospace', fontSize: '11pt', letterSpacing: '0.08em' }}
      >
        {orderNumber}
      </Box>
    </Box>
  );
}
