/**
 * What the node serves to browsers: the live trading page ({@code /}), the OpenAPI document
 * ({@code /api/openapi.json}) with Swagger UI ({@code /api/docs}), and the browser libraries from their WebJars
 * ({@code /webjars/...}). Plain HTML and JavaScript resources in this package's resource folder; no build step.
 */
package dev.bourse.gateway.web;
