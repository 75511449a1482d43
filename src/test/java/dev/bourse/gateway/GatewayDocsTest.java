package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The OpenAPI document, Swagger UI and the page's resources as the node serves them. */
class GatewayDocsTest {
    private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE");
    private static GatewayFixture f;

    @BeforeAll
    static void start() throws Exception {
        f = new GatewayFixture();
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static HttpResponse<String> get(final String path) throws Exception {
        return f.http.send(HttpRequest.newBuilder(f.uri(path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyHttpRouteOfTheNodeIsInTheOpenApiDocumentAndNothingElseIs() throws Exception {
        final HttpResponse<String> r = get("/api/openapi.json");
        assertThat(r.statusCode()).isEqualTo(200);
        final JsonNode paths = GatewayFixture.JSON.readTree(r.body()).get("paths");
        final List<String> routes = f.node.routes().stream().filter(x -> METHODS.contains(x.split(" ")[0]))
                .toList();
        assertThat(routes).as("the node's routes").hasSizeGreaterThan(20);
        int documented = 0;
        for (final String route : routes) {
            final String[] mp = route.split(" ");
            assertThat(paths.path(mp[1]).has(mp[0].toLowerCase(Locale.ROOT))).as(route + " in the document").isTrue();
        }
        for (final Map.Entry<String, JsonNode> path : paths.properties()) {
            for (final Map.Entry<String, JsonNode> method : path.getValue().properties()) {
                assertThat(routes).as("documented but not served").contains(method.getKey().toUpperCase(Locale.ROOT)
                        + " " + path.getKey());
                documented++;
            }
        }
        assertThat(documented).isEqualTo(routes.size());
    }

    @Test
    void swaggerUiAndThePageLoadTheirLibrariesFromTheWebJars() throws Exception {
        final HttpResponse<String> docs = get("/api/docs");
        assertThat(docs.statusCode()).isEqualTo(200);
        assertThat(docs.body()).contains("/webjars/swagger-ui/5.34.1/swagger-ui-bundle.js").doesNotContain("{{");
        assertThat(get("/webjars/swagger-ui/5.34.1/swagger-ui-bundle.js").statusCode()).isEqualTo(200);
        final HttpResponse<String> page = get("/");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("/webjars/uplot/1.6.30/dist/uPlot.iife.min.js").doesNotContain("{{");
        assertThat(get("/webjars/uplot/1.6.30/dist/uPlot.iife.min.js").statusCode()).isEqualTo(200);
        assertThat(get("/ui/app.js").statusCode()).isEqualTo(200);
    }
}
