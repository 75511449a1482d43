package dev.bourse.cluster.client;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.SymbolSpec;
import dev.bourse.cluster.sbe.AccountAction;
import dev.bourse.cluster.sbe.AccountCommandEncoder;
import dev.bourse.cluster.sbe.AmendAction;
import dev.bourse.cluster.sbe.AmendOrderEncoder;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import dev.bourse.cluster.sbe.PlaceOrderEncoder;
import dev.bourse.cluster.sbe.QueryEncoder;
import dev.bourse.cluster.sbe.QueryKind;
import dev.bourse.cluster.sbe.StateCheckEncoder;
import dev.bourse.cluster.sbe.SymbolAction;
import dev.bourse.cluster.sbe.SymbolCommandEncoder;
import java.util.Arrays;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Encodes commands into the cluster protocol's ingress messages (src/main/sbe/cluster-protocol.xml), each into a byte
 * array of its own: the client keeps it until the command is acknowledged, to re-send it after a failover.
 *
 * <p>Thread-safety: each method encodes into a scratch buffer under this object's lock, then copies.
 */
final class IngressEncoder {
    private static final short DEFAULT_STP = 255;

    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[512]);
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final PlaceOrderEncoder place = new PlaceOrderEncoder();
    private final AmendOrderEncoder amend = new AmendOrderEncoder();
    private final AccountCommandEncoder account = new AccountCommandEncoder();
    private final SymbolCommandEncoder symbol = new SymbolCommandEncoder();
    private final StateCheckEncoder check = new StateCheckEncoder();
    private final QueryEncoder query = new QueryEncoder();

    synchronized byte[] place(final long clientId, final long commandId, final OrderRequest o) {
        place.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).uid(o.uid())
                .symbol(o.symbol()).orderId(o.orderId()).price(o.price()).size(o.size())
                .reservePrice(o.reservePrice()).displaySize(o.displaySize()).triggerPrice(o.triggerPrice())
                .expireAt(o.expireAt()).side((short) o.side().ordinal()).orderType((short) o.type().ordinal())
                .stp(o.stp() == null ? DEFAULT_STP : (short) o.stp().ordinal());
        return copy(place.encodedLength());
    }

    synchronized byte[] amend(final long clientId, final long commandId, final AmendAction action, final long uid,
            final long sym, final long orderId, final long price, final long size) {
        amend.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).uid(uid).symbol(sym)
                .orderId(orderId).price(price).size(size).action(action);
        return copy(amend.encodedLength());
    }

    synchronized byte[] account(final long clientId, final long commandId, final AccountAction action,
            final long uid, final int currency, final long amount, final long txId) {
        account.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).uid(uid)
                .amount(amount).txId(txId).currency(currency).action(action);
        return copy(account.encodedLength());
    }

    synchronized byte[] symbol(final long clientId, final long commandId, final SymbolAction action,
            final SymbolSpec s) {
        symbol.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId)
                .baseScale(s.baseScale()).quoteScale(s.quoteScale()).takerFee(s.takerFee()).makerFee(s.makerFee())
                .marginBuy(s.marginBuy()).marginSell(s.marginSell()).minSize(s.minSize()).maxSize(s.maxSize())
                .maxNotional(s.maxNotional()).maxPrice(s.maxPrice()).referencePrice(s.referencePrice())
                .symbolId(s.symbolId()).baseCurrency(s.baseCurrency()).quoteCurrency(s.quoteCurrency())
                .priceBand(s.priceBand()).symbolType((short) s.type().ordinal())
                .status((short) s.status().ordinal()).action(action);
        return copy(symbol.encodedLength());
    }

    synchronized byte[] stateCheck(final long clientId, final long commandId) {
        check.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId);
        return copy(check.encodedLength());
    }

    synchronized byte[] query(final long clientId, final long commandId, final QueryKind kind, final long uid,
            final long sym, final int depth) {
        query.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).uid(uid).symbol(sym)
                .depth(depth).kind(kind);
        return copy(query.encodedLength());
    }

    private byte[] copy(final int bodyLength) {
        return Arrays.copyOf(buffer.byteArray(), MessageHeaderEncoder.ENCODED_LENGTH + bodyLength);
    }
}
