package dev.bourse.bench;

import org.openjdk.jmh.annotations.Fork;

/**
 * The forked JVM of the JMH suites that run Bourse code: a fixed 2 GiB heap and the exports and opens that Agrona and
 * Chronicle need (the list of the pom's {@code bourse.jvm.flags}; JMH forks do not read the jar's manifest, so it is
 * repeated here, once). Suites inherit it by extending this class.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g",
    "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
    "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED", "--add-exports=jdk.unsupported/sun.misc=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED", "--add-opens=java.base/java.util=ALL-UNNAMED",
    "--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"})
public abstract class BourseForkedJvm {
}
