package dev.bourse;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The package structure of the main code, as rules over its byte code: no cycles between Bourse's packages, and
 * each layer imports only what lies below it. The layers, top to bottom:
 * <pre>
 *   cli                     picocli tools; nothing imports it
 *   cluster                 the replicated core on Aeron Cluster: service, node, client; only cli imports it
 *   bench                   the main job's load harness
 *   core                    the embedder's entry: ExchangeCore and its context
 *   pipeline                stages and layouts         snapshot     capture, format, store
 *   sequencer               who numbers, times and makes durable each command (local or an external log)
 *   journal                 the journal SPI, writer and reader
 *   command                 the ring record, its codec helpers and typed control payloads
 *   matching, orderbook, risk   the domain
 *   config, common, storage, api
 * </pre>
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
    void nothingImportsTheCommandLine() {
        check(noClasses().that().resideOutsideOfPackage("dev.bourse.cli..").should().dependOnClassesThat()
                .resideInAPackage("dev.bourse.cli.."));
    }
}
