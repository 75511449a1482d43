package dev.bourse;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The package structure of the main code, as rules over its byte code: no cycles between Bourse's packages, and
 * each layer imports only what lies below it. The layers, top to bottom:
 * <pre>
 *   cli                     picocli tools; nothing imports it
 *   cluster                 the replicated core on Aeron Cluster: service, node, client; only cli imports it;
 *                           cluster.route (several clusters behind one ExchangeApi) sees only the api
 *   bench                   the main job's load harness
 *   core                    the embedder's entry: ExchangeCore and its context
 *   pipeline                stages and layouts         snapshot     capture, format, store
 *   sequencer               who numbers, times and makes durable each command (local or an external log)
 *   journal                 the journal SPI, writer and reader
 *   command                 the ring record, its codec helpers and typed control payloads
 *   matching, orderbook, risk   the domain
 *   config, common, storage, api
 * </pre>
 * The binary order entry ({@code gateway.binary}) sees the engine only through {@code api}; its client only through
 * {@code api}, the generated codecs and the frame descriptor.
 * The adapters around a core (gateway, marketdata, cluster, cli) use it as an embedder does: through {@code core}
 * and {@code api} (its event stream included), never through {@code pipeline}.
 */
class ArchitectureTest {
    private static final String[] ABOVE_DOMAIN = {"dev.bourse.command..", "dev.bourse.journal..",
        "dev.bourse.sequencer..",
        "dev.bourse.pipeline..", "dev.bourse.snapshot..", "dev.bourse.core..", "dev.bourse.cli..",
        "dev.bourse.bench..", "dev.bourse.storage.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.bourse");
    }

    private static void check(final ArchRule rule) {
        rule.check(classes);
    }

    @Test
    void noTwoPackagesDependOnEachOther() {
        check(slices().matching("dev.bourse.(*)..").should().beFreeOfCycles());
    }

    @Test
    void theApiImportsNothingOfBourse() {
        check(noClasses().that().resideInAPackage("dev.bourse.api..").should().dependOnClassesThat(
                resideInAPackage("dev.bourse..").and(resideOutsideOfPackage("dev.bourse.api.."))));
    }

    @Test
    void theDomainImportsOnlyTheApiCommonAndConfig() {
        check(noClasses().that().resideInAnyPackage("dev.bourse.orderbook..", "dev.bourse.risk..",
                "dev.bourse.matching..").should().dependOnClassesThat().resideInAnyPackage(ABOVE_DOMAIN));
    }

    @Test
    void theCommandRecordLiesBelowTheJournalAndThePipeline() {
        check(noClasses().that().resideInAPackage("dev.bourse.command..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.journal..", "dev.bourse.sequencer..", "dev.bourse.pipeline..",
                        "dev.bourse.snapshot..",
                        "dev.bourse.core..", "dev.bourse.cli..", "dev.bourse.bench.."));
    }

    @Test
    void theJournalKnowsNothingOfThePipelineOrTheCore() {
        check(noClasses().that().resideInAPackage("dev.bourse.journal..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.sequencer..", "dev.bourse.pipeline..", "dev.bourse.snapshot..",
                        "dev.bourse.core..",
                        "dev.bourse.cli..", "dev.bourse.bench.."));
    }

    @Test
    void theSequencerSitsBelowThePipelineAndTheCore() {
        check(noClasses().that().resideInAPackage("dev.bourse.sequencer..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.pipeline..", "dev.bourse.snapshot..", "dev.bourse.core..",
                        "dev.bourse.cli..", "dev.bourse.bench..", "dev.bourse.storage.."));
    }

    @Test
    void theCommandLineRunsACoreOnlyThroughTheCorePackage() {
        check(noClasses().that().resideInAnyPackage("dev.bourse.cli..", "dev.bourse.bench..").should()
                .dependOnClassesThat().resideInAPackage("dev.bourse.pipeline.."));
    }

    @Test
    void theAdaptersAroundTheCoreNeverReachIntoThePipeline() {
        check(noClasses().that().resideInAnyPackage("dev.bourse.gateway..", "dev.bourse.marketdata..",
                "dev.bourse.cluster..", "dev.bourse.cli..").should().dependOnClassesThat()
                .resideInAPackage("dev.bourse.pipeline.."));
    }

    @Test
    void theGatewayReachesTheCoreOnlyThroughTheApiTheCoreAndTheFeed() {
        check(noClasses().that().resideInAPackage("dev.bourse.gateway..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.journal..",
                        "dev.bourse.snapshot..", "dev.bourse.matching..", "dev.bourse.orderbook..",
                        "dev.bourse.risk..", "dev.bourse.marketdata.aeron..", "dev.bourse.bench.."));
    }

    @Test
    void onlyTheCommandLineImportsTheGateway() {
        check(noClasses().that().resideOutsideOfPackages("dev.bourse.gateway..", "dev.bourse.cli..").should()
                .dependOnClassesThat().resideInAPackage("dev.bourse.gateway.."));
    }

    @Test
    void theBinaryOrderEntrySeesTheEngineOnlyThroughItsApi() {
        check(noClasses().that().resideInAPackage("dev.bourse.gateway.binary..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.pipeline..", "dev.bourse.command..", "dev.bourse.journal..",
                        "dev.bourse.snapshot..", "dev.bourse.matching..", "dev.bourse.orderbook..",
                        "dev.bourse.risk..", "dev.bourse.storage..", "dev.bourse.config..", "dev.bourse.marketdata..",
                        "dev.bourse.gateway.rest..", "dev.bourse.gateway.ws..", "dev.bourse.gateway.auth..",
                        "dev.bourse.cli..", "dev.bourse.bench.."));
    }

    @Test
    void theBinaryClientKnowsNothingOfTheServer() {
        check(noClasses().that().resideInAPackage("dev.bourse.gateway.binary.client..").should()
                .dependOnClassesThat(resideInAPackage("dev.bourse.gateway.binary")
                        .and(DescribedPredicate.not(simpleName("FrameDescriptor")))));
    }

    @Test
    void onlyTheCommandLineImportsTheCluster() {
        check(noClasses().that().resideOutsideOfPackages("dev.bourse.cluster..", "dev.bourse.cli..").should()
                .dependOnClassesThat().resideInAPackage("dev.bourse.cluster.."));
    }

    @Test
    void theClusterDrivesACoreOnlyThroughTheApiTheCoreAndTheSeams() {
        check(noClasses().that().resideInAPackage("dev.bourse.cluster..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.pipeline..", "dev.bourse.risk..", "dev.bourse.matching..",
                        "dev.bourse.orderbook..", "dev.bourse.journal..", "dev.bourse.gateway..",
                        "dev.bourse.bench.."));
    }

    @Test
    void theClusterClientNeedsNoCore() {
        check(noClasses().that().resideInAPackage("dev.bourse.cluster.client..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.core..", "dev.bourse.cluster.service..", "dev.bourse.cluster.node.."));
    }

    @Test
    void theClusterRouterSeesItsClustersOnlyThroughTheApi() {
        check(noClasses().that().resideInAPackage("dev.bourse.cluster.route..").should().dependOnClassesThat(
                resideInAPackage("dev.bourse..").and(resideOutsideOfPackages("dev.bourse.api..",
                        "dev.bourse.cluster.route.."))));
    }

    @Test
    void nothingImportsTheCommandLine() {
        check(noClasses().that().resideOutsideOfPackage("dev.bourse.cli..").should().dependOnClassesThat()
                .resideInAPackage("dev.bourse.cli.."));
    }

    @Test
    void theFixGatewaySeesTheEngineOnlyThroughTheApiAndTheCore() {
        check(noClasses().that().resideInAPackage("dev.bourse.gateway.fix..").should().dependOnClassesThat(
                resideInAPackage("dev.bourse..").and(resideOutsideOfPackages("dev.bourse.api..", "dev.bourse.core..",
                        "dev.bourse.gateway.."))));
    }

    @Test
    void noGatewayProtocolImportsTheNodeOrAnotherProtocol() {
        check(noClasses().that().resideInAPackage("dev.bourse.gateway.fix..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.bourse.gateway", "dev.bourse.gateway.ws.."));
        check(noClasses().that().resideInAnyPackage("dev.bourse.gateway.rest..", "dev.bourse.gateway.decimal..")
                .should().dependOnClassesThat().resideInAPackage("dev.bourse.gateway.fix.."));
    }
}
