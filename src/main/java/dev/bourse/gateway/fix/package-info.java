/**
 * FIX 4.4 order entry on QuickFIX/J: {@link dev.bourse.gateway.fix.FixAcceptor} accepts one session per configured
 * member ({@link dev.bourse.gateway.fix.FixSettings}), decodes NewOrderSingle, OrderCancelRequest,
 * OrderCancelReplaceRequest, OrderMassCancelRequest and OrderStatusRequest into {@link dev.bourse.api.ExchangeApi}
 * calls, and reports every change of an order as an ExecutionReport built from the core's events. Prices and sizes
 * are converted exactly through each listing's scales ({@link dev.bourse.gateway.decimal.DecimalCodec}). It sees the
 * engine only through {@code api} (and the node hands it the event stream as an
 * {@link dev.bourse.api.ExchangeListener}). The wire is described in {@code docs/fix.md}.
 */
package dev.bourse.gateway.fix;
