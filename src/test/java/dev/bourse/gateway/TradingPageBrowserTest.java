package dev.bourse.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayFixture.Reply;
import dev.bourse.gateway.auth.Principal;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.bourse.gateway.demo.DemoMarket;
import java.net.URI;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The trading page in headless Chromium (Debian's {@code chromium} and {@code chromium-driver}; {@code .ci/run}
 * installs them): log in with a member's key, place an order from the ticket, see it in "my open orders" and on the
 * book and the best bid, cross it from a second member, see the trade on the tape, in the fills and in the balances,
 * and the operator view; then lets the demo market trade until the page has candles, and saves a screenshot to
 * {@code target/trading-page.png} (docs/trading-page.png is one). Skipped, with the reason, only where Chromium is not installed.
 */
class TradingPageBrowserTest {
    private static GatewayFixture f;

    private static File executable(final String name) {
        for (final String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            final File file = new File(dir, name);
            if (file.canExecute()) {
                return file;
            }
        }
        return null;
    }

    /** A GROUP_COMMIT journal, so that the operator view shows its forces as a node's would. */
    @TempDir
    static Path journal;

    @BeforeAll
    static void start() throws Exception {
        f = new GatewayFixture(ExchangeConfig.defaults().toBuilder().journalEnabled(true).journalDir(journal)
                .journalDurability(Durability.GROUP_COMMIT).build(), GatewayFixture.defaultConfig());
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    @Test
    void anOrderPlacedFromTheTicketShowsInOpenOrdersAndOnTheBookAndItsTradeOnTheTape() throws Exception {
        final File chromium = executable("chromium");
        final File driverFile = executable("chromedriver");
        assumeTrue(chromium != null && driverFile != null,
                "chromium and chromedriver are not installed (apt-get install chromium chromium-driver; .ci/run does)");
        final Principal alice = f.member(1);
        final Principal bob = f.member(2);
        final ChromeOptions options = new ChromeOptions().setBinary(chromium)
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,900");
        final ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driverFile)
                .usingAnyFreePort().build();
        final WebDriver driver = new ChromeDriver(service, options);
        try {
            final WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
            driver.get("http://127.0.0.1:" + f.node.port() + "/#key=" + alice.key() + "&secret=" + alice.secret());
            wait.until(d -> "logged in".equals(d.findElement(By.id("who")).getText()));

            new Select(driver.findElement(By.id("side"))).selectByVisibleText("BID");
            new Select(driver.findElement(By.id("type"))).selectByVisibleText("GTC");
            driver.findElement(By.id("price")).sendKeys("101.00");
            driver.findElement(By.id("size")).sendKeys("2");
            driver.findElement(By.id("place")).click();
            wait.until(d -> d.findElement(By.id("ticket-result")).getText().startsWith("200 SUCCESS"));
            wait.until(d -> d.findElement(By.id("orders")).getText().contains("BID 101.00 2"));
            wait.until(d -> d.findElement(By.id("bids")).getText().contains("2 101.00"));
            wait.until(d -> d.findElement(By.id("bbo")).getText().equals("bid 101.00 x 2 | ask -"));

            final Reply cross = f.call(bob, "POST", "/api/v1/orders", "{\"symbol\":1,\"clientOrderId\":7,\"side\":"
                    + "\"ASK\",\"type\":\"IOC\",\"price\":\"101.00\",\"size\":\"1\"}");
            assertThat(cross.body().get("fills")).as(cross.toString()).hasSize(1);
            wait.until(d -> d.findElement(By.id("trades")).getText().contains("101.00 1 ASK"));
            wait.until(d -> d.findElement(By.id("fills")).getText().contains("101.00 1 BID MAKER"));
            wait.until(d -> d.findElement(By.id("orders")).getText().contains("BID 101.00 1"));
            wait.until(d -> d.findElement(By.id("balances")).getText().contains("1 11 0"));
            wait.until(d -> d.findElement(By.id("bids")).getText().contains("1 101.00"));
            wait.until(d -> d.findElement(By.id("node")).getText().contains("journal"));

            // A live market for the picture: the demo's maker and traders for a few seconds of 1 s candles.
            try (DemoMarket demo = DemoMarket.start(URI.create("http://127.0.0.1:" + f.node.port()), f.admin.key(),
                    f.admin.secret(), f.node.catalog().all(), 20, 7)) {
                final WebDriverWait longer = new WebDriverWait(driver, Duration.ofSeconds(60));
                longer.until(d -> ((Number) ((JavascriptExecutor) d).executeScript("return state.bars.length"))
                        .intValue() >= 15);
                longer.until(d -> d.findElement(By.id("asks")).findElements(By.tagName("tr")).size() >= 3);
                assertThat(demo.sent()).isPositive();
            }
            final Path shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
            Files.createDirectories(Path.of("target"));
            Files.copy(shot, Path.of("target", "trading-page.png"), StandardCopyOption.REPLACE_EXISTING);
        } finally {
            driver.quit();
        }
    }
}
