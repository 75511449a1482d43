package dev.bourse.gateway.web;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * Serves the browser side of the node: {@code GET /} the trading page, {@code GET /api/docs} Swagger UI over
 * {@code GET /api/openapi.json} (a hand-written OpenAPI 3.0 document, resource {@code web/openapi.json}), the page's
 * scripts under {@code /ui/}, and the WebJars (Swagger UI, uPlot) under {@code /webjars/}. Pages name the WebJars'
 * versions through {@code {{swagger-ui}}} and {@code {{uplot}}}, filled in from the jars' own Maven properties.
 * <p>Thread-safety: immutable after construction.
 */
public final class WebRoutes {
    /** Where the resources are on the class path. */
    public static final String RESOURCES = "/dev/bourse/gateway/web";
    private final String page;
    private final String docs;
    private final byte[] openApi;

    /** Reads the resources once. */
    public WebRoutes() {
        final String swagger = webJarVersion("org.webjars", "swagger-ui");
        final String uplot = webJarVersion("org.webjars.npm", "uplot");
        this.page = text("index.html").replace("{{uplot}}", uplot);
        this.docs = text("docs.html").replace("{{swagger-ui}}", swagger);
        this.openApi = text("openapi.json").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * @param config the node's configuration, before it starts
     */
    public void register(final JavalinConfig config) {
        config.staticFiles.enableWebjars();
        config.staticFiles.add(s -> {
            s.hostedPath = "/ui";
            s.directory = RESOURCES;
            s.location = Location.CLASSPATH;
        });
        config.routes.get("/", ctx -> html(ctx, page));
        config.routes.get("/api/docs", ctx -> html(ctx, docs));
        config.routes.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
    }

    private static void html(final Context ctx, final String body) {
        ctx.contentType("text/html; charset=utf-8").result(body);
    }

    /** @return the OpenAPI document's text */
    public String openApi() {
        return new String(openApi, StandardCharsets.UTF_8);
    }

    private static String text(final String name) {
        try (InputStream in = WebRoutes.class.getResourceAsStream(RESOURCES + "/" + name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCES + "/" + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String webJarVersion(final String group, final String artifact) {
        final String path = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = WebRoutes.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the WebJar " + group + ":" + artifact + " is not on the class path");
            }
            final Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
